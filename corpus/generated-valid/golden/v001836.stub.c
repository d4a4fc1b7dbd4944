#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001836.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split3d(double);
static void __device_stub__Z6fold11IiEvT_PS0_(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split3d(double __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double))split3)), 0U);}
# 7 "v001836.cu"
void split3( double __cuda_0)
# 8 "v001836.cu"
{__device_stub__Z6split3d( __cuda_0);
# 15 "v001836.cu"
}
# 1 "v001836.cudafe1.stub.c"
static void __device_stub__Z6fold11IiEvT_PS0_( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))fold11<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold11<int>( int &__cuda_0,int *&__cuda_1){__device_stub__Z6fold11IiEvT_PS0_( (int &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))fold11<int> ), _Z6fold11IiEvT_PS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double))split3), _Z6split3d, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_fold2,::d_fold2), 0, 64UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_probe10,::d_probe10), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

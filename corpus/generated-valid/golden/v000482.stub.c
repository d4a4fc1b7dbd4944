#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000482.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot2iPKd(int, const double *);
static void __device_stub__Z7spread8IfiEvT0_PS0_(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot2iPKd(int __par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const double *))pivot2)), 0U);}
# 7 "v000482.cu"
void pivot2( int __cuda_0,const double *__cuda_1)
# 8 "v000482.cu"
{__device_stub__Z6pivot2iPKd( __cuda_0,__cuda_1);
# 21 "v000482.cu"
}
# 1 "v000482.cudafe1.stub.c"
static void __device_stub__Z7spread8IfiEvT0_PS0_( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))spread8<float, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread8<float,int>( int &__cuda_0,int *&__cuda_1){__device_stub__Z7spread8IfiEvT0_PS0_( (int &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))spread8<float, int> ), _Z7spread8IfiEvT0_PS0_, 256UL); __cudaRegisterEntry(__T3, ((void ( *)(int, const double *))pivot2), _Z6pivot2iPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

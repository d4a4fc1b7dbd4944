#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000758.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7update7jPKfi(unsigned, const float *, int);
static void __device_stub__Z6sift12IjLi6EEvPT_(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7update7jPKfi(unsigned __par0, const float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, const float *, int))update7)), 0U);}
# 12 "v000758.cu"
void update7( unsigned __cuda_0,const float *__cuda_1,int __cuda_2)
# 12 "v000758.cu"
{__device_stub__Z7update7jPKfi( __cuda_0,__cuda_1,__cuda_2);
# 21 "v000758.cu"
}
# 1 "v000758.cudafe1.stub.c"
static void __device_stub__Z6sift12IjLi6EEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))sift12<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift12<unsigned,6>( unsigned *&__cuda_0){__device_stub__Z6sift12IjLi6EEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))sift12<unsigned int, (int)6> ), _Z6sift12IjLi6EEvPT_, 1024); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const float *, int))update7), _Z7update7jPKfi, 64); __cudaRegisterVariable(__T3, __shadow_var(d_relax6,::d_relax6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

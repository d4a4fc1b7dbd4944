#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000028.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split11iPKiPii(int, const int *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split11iPKiPii(int __par0, const int *__par1, int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int *, int))split11)), 0U);}
# 19 "v000028.cu"
void split11( int __cuda_0,const int *__cuda_1,int *__cuda_2,int __cuda_3)
# 19 "v000028.cu"
{__device_stub__Z7split11iPKiPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v000028.cu"
}
# 1 "v000028.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *, int *, int))split11), split11, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_warp10,::c_warp10), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

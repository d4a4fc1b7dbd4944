#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001095.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step4iPii(int, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp22j(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step4iPii(int __par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, int))step4)), 0U);}
# 9 "v001095.cu"
void step4( int __cuda_0,int *__cuda_1,int __cuda_2)
# 9 "v001095.cu"
{__device_stub__Z5step4iPii( __cuda_0,__cuda_1,__cuda_2);
# 17 "v001095.cu"
}
# 1 "v001095.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp22j( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))clamp22)), 0U); }
# 28 "v001095.cu"
void clamp22( unsigned __cuda_0)
# 28 "v001095.cu"
{__device_stub__Z7clamp22j( __cuda_0);
# 53 "v001095.cu"
}
# 1 "v001095.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(unsigned))clamp22), _Z7clamp22j, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, int *, int))step4), _Z5step4iPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

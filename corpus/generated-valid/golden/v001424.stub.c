#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001424.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather3iiiPKs(int, int, int, const short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather3iiiPKs(int __par0, int __par1, int __par2, const short *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, int, const short *))gather3)), 0U);}
# 10 "v001424.cu"
void gather3( int __cuda_0,int __cuda_1,int __cuda_2,const short *__cuda_3)
# 11 "v001424.cu"
{__device_stub__Z7gather3iiiPKs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 19 "v001424.cu"
}
# 1 "v001424.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int, int, const short *))gather3), _Z7gather3iiiPKs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

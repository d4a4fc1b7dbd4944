#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000281.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick4_kernelPiiPhi(int *, int, unsigned char *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick4_kernelPiiPhi(int *__par0, int __par1, unsigned char *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, unsigned char *, int))kick4_kernel)), 0U);}
# 9 "i000281.cu"
void kick4_kernel( int *__cuda_0,int __cuda_1,unsigned char *__cuda_2,int __cuda_3)
# 9 "i000281.cu"
{__device_stub__Z12kick4_kernelPiiPhi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "i000281.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, unsigned char *, int))kick4_kernel), _Z12kick4_kernelPiiPhi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_blend3,::d_blend3), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001693.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe21_kernelPiiPKj(int *, int, const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe21_kernelPiiPKj(int *__par0, int __par1, const unsigned *__restrict__ __par2){ const unsigned *__T1;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, const unsigned *__restrict__))probe21_kernel)), 0U);}
# 50 "v001693.cu"
void probe21_kernel( int *__cuda_0,int __cuda_1,const unsigned *__restrict__ __cuda_2)
# 50 "v001693.cu"
{__device_stub__Z14probe21_kernelPiiPKj( __cuda_0,__cuda_1,__cuda_2);
# 67 "v001693.cu"
}
# 1 "v001693.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *, int, const unsigned *__restrict__))probe21_kernel), _Z14probe21_kernelPiiPKj, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001682.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally8_kernelPKliPKi(const long *, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally8_kernelPKliPKi(const long *__par0, int __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long *, int, const int *))tally8_kernel)), 0U);}
# 24 "v001682.cu"
void tally8_kernel( const long *__cuda_0,int __cuda_1,const int *__cuda_2)
# 24 "v001682.cu"
{__device_stub__Z13tally8_kernelPKliPKi( __cuda_0,__cuda_1,__cuda_2);
# 40 "v001682.cu"
}
# 1 "v001682.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *, int, const int *))tally8_kernel), _Z13tally8_kernelPKliPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

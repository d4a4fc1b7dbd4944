#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002288.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march17_kernelhi6Mode11PKi(unsigned char, int, enum Mode11, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14march17_kernelhi6Mode11PKi(unsigned char __par0, int __par1, enum Mode11 __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char, int, enum Mode11, const int *))march17_kernel)), 0U);}
# 36 "v002288.cu"
void march17_kernel( unsigned char __cuda_0,int __cuda_1,enum ::Mode11 __cuda_2,const int *__cuda_3)
# 36 "v002288.cu"
{__device_stub__Z14march17_kernelhi6Mode11PKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v002288.cu"
}
# 1 "v002288.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned char, int, enum Mode11, const int *))march17_kernel), _Z14march17_kernelhi6Mode11PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

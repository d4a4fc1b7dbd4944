#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001089.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold11_kerneliPKhi(int, const unsigned char *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold11_kerneliPKhi(int __par0, const unsigned char *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned char *, int))fold11_kernel)), 0U);}
# 25 "v001089.cu"
void fold11_kernel( int __cuda_0,const unsigned char *__cuda_1,int __cuda_2)
# 25 "v001089.cu"
{__device_stub__Z13fold11_kerneliPKhi( __cuda_0,__cuda_1,__cuda_2);
# 35 "v001089.cu"
}
# 1 "v001089.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned char *, int))fold11_kernel), _Z13fold11_kerneliPKhi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001172.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift11Phf(unsigned char *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade27_kernelPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift11Phf(unsigned char *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, float))drift11)), 0U);}
# 23 "v001172.cu"
void drift11( unsigned char *__cuda_0,float __cuda_1)
# 23 "v001172.cu"
{__device_stub__Z7drift11Phf( __cuda_0,__cuda_1);
# 30 "v001172.cu"
}
# 1 "v001172.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade27_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))shade27_kernel)), 0U); }
# 46 "v001172.cu"
void shade27_kernel( const int *__cuda_0)
# 46 "v001172.cu"
{__device_stub__Z14shade27_kernelPKi( __cuda_0);


}
# 1 "v001172.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *))shade27_kernel), _Z14shade27_kernelPKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned char *, float))drift11), _Z7drift11Phf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

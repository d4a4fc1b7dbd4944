#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002322.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12rank8_kernelPKsPs(const short *, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift12iPi(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12rank8_kernelPKsPs(const short *__par0, short *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const short *, short *))rank8_kernel)), 0U);}
# 18 "v002322.cu"
void rank8_kernel( const short *__cuda_0,short *__cuda_1)
# 18 "v002322.cu"
{__device_stub__Z12rank8_kernelPKsPs( __cuda_0,__cuda_1);



}
# 1 "v002322.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift12iPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))drift12)), 0U); }
# 25 "v002322.cu"
void drift12( int __cuda_0,int *__cuda_1)
# 25 "v002322.cu"
{__device_stub__Z7drift12iPi( __cuda_0,__cuda_1);
# 36 "v002322.cu"
}
# 1 "v002322.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))drift12), _Z7drift12iPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const short *, short *))rank8_kernel), _Z12rank8_kernelPKsPs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

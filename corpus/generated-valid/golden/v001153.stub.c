#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001153.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend19Pci(char *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift26_kernelPiPl(int *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7blend19Pci(char *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(char *, int))blend19)), 0U);}
# 35 "v001153.cu"
void blend19( char *__cuda_0,int __cuda_1)
# 35 "v001153.cu"
{__device_stub__Z7blend19Pci( __cuda_0,__cuda_1);
# 55 "v001153.cu"
}
# 1 "v001153.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift26_kernelPiPl( int *__par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, long *))drift26_kernel)), 0U); }
# 56 "v001153.cu"
void drift26_kernel( int *__cuda_0,long *__cuda_1)
# 56 "v001153.cu"
{__device_stub__Z14drift26_kernelPiPl( __cuda_0,__cuda_1);
# 63 "v001153.cu"
}
# 1 "v001153.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, long *))drift26_kernel), _Z14drift26_kernelPiPl, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(char *, int))blend19), _Z7blend19Pci, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001273.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile12_kernelPfib(float *, int, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade22_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift30Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tile12_kernelPfib(float *__par0, int __par1, bool __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *, int, bool))tile12_kernel)), 0U);}
# 27 "v001273.cu"
void tile12_kernel( float *__cuda_0,int __cuda_1,bool __cuda_2)
# 27 "v001273.cu"
{__device_stub__Z13tile12_kernelPfib( __cuda_0,__cuda_1,__cuda_2);
# 39 "v001273.cu"
}
# 1 "v001273.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade22_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))shade22_kernel)), 0U); }
# 41 "v001273.cu"
void shade22_kernel( int __cuda_0)
# 41 "v001273.cu"
{__device_stub__Z14shade22_kerneli( __cuda_0);
# 51 "v001273.cu"
}
# 1 "v001273.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift30Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))drift30)), 0U); }
# 54 "v001273.cu"
void drift30( int *__cuda_0,int __cuda_1)
# 54 "v001273.cu"
{__device_stub__Z7drift30Pii( __cuda_0,__cuda_1);
# 61 "v001273.cu"
}
# 1 "v001273.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *, int))drift30), _Z7drift30Pii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int))shade22_kernel), _Z14shade22_kerneli, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *, int, bool))tile12_kernel), _Z13tile12_kernelPfib, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

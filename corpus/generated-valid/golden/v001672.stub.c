#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001672.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth8_kerneliPs(int, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update23_kernelPii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale30_kernelPiPlii(int *, long *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp38_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth8_kerneliPs(int __par0, short *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, short *))smooth8_kernel)), 0U);}
# 22 "v001672.cu"
void smooth8_kernel( int __cuda_0,short *__cuda_1)
# 23 "v001672.cu"
{__device_stub__Z14smooth8_kerneliPs( __cuda_0,__cuda_1);
# 33 "v001672.cu"
}
# 1 "v001672.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update23_kernelPii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))update23_kernel)), 0U); }
# 47 "v001672.cu"
void update23_kernel( int *__cuda_0,int __cuda_1)
# 48 "v001672.cu"
{__device_stub__Z15update23_kernelPii( __cuda_0,__cuda_1);
# 59 "v001672.cu"
}
# 1 "v001672.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale30_kernelPiPlii( int *__par0,  long *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int *, long *, int, int))scale30_kernel)), 0U); }
# 61 "v001672.cu"
void scale30_kernel( int *__cuda_0,long *__cuda_1,int __cuda_2,int __cuda_3)
# 62 "v001672.cu"
{__device_stub__Z14scale30_kernelPiPlii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v001672.cu"
}
# 1 "v001672.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp38_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))clamp38_kernel)), 0U); }
# 75 "v001672.cu"
void clamp38_kernel( int *__cuda_0)
# 76 "v001672.cu"
{__device_stub__Z14clamp38_kernelPi( __cuda_0);
# 88 "v001672.cu"
}
# 1 "v001672.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))clamp38_kernel), _Z14clamp38_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, long *, int, int))scale30_kernel), _Z14scale30_kernelPiPlii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))update23_kernel), _Z15update23_kernelPii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, short *))smooth8_kernel), _Z14smooth8_kerneliPs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

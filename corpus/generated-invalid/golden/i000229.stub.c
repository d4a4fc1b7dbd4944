#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000229.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather1_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack12_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp20PiPf(int *__restrict__, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold24_kernelPj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter32_kernelPiPfPjS0_(int *, float *__restrict__, unsigned *, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather1_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))gather1_kernel)), 0U);}
# 5 "i000229.cu"
void gather1_kernel( int __cuda_0)
# 5 "i000229.cu"
{__device_stub__Z14gather1_kerneli( __cuda_0);
# 14 "i000229.cu"
}
# 1 "i000229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack12_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))pack12_kernel)), 0U); }
# 33 "i000229.cu"
void pack12_kernel( int *__cuda_0)
# 33 "i000229.cu"
{__device_stub__Z13pack12_kernelPi( __cuda_0);
# 51 "i000229.cu"
}
# 1 "i000229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp20PiPf( int *__restrict__ __par0,  float *__restrict__ __par1) {  int *__T0;
 float *__T1;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *__restrict__))warp20)), 0U); }
# 53 "i000229.cu"
void warp20( int *__restrict__ __cuda_0,float *__restrict__ __cuda_1)
# 53 "i000229.cu"
{__device_stub__Z6warp20PiPf( __cuda_0,__cuda_1);


}
# 1 "i000229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold24_kernelPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))fold24_kernel)), 0U); }
# 58 "i000229.cu"
void fold24_kernel( unsigned *__cuda_0)
# 58 "i000229.cu"
{__device_stub__Z13fold24_kernelPj( __cuda_0);
# 72 "i000229.cu"
}
# 1 "i000229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter32_kernelPiPfPjS0_( int *__par0,  float *__restrict__ __par1,  unsigned *__par2,  float *__restrict__ __par3) {  float *__T2;
 float *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, float *__restrict__, unsigned *, float *__restrict__))scatter32_kernel)), 0U); }
# 87 "i000229.cu"
void scatter32_kernel( int *__cuda_0,float *__restrict__ __cuda_1,unsigned *__cuda_2,float *__restrict__ __cuda_3)
# 87 "i000229.cu"
{__device_stub__Z16scatter32_kernelPiPfPjS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 94 "i000229.cu"
}
# 1 "i000229.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int *, float *__restrict__, unsigned *, float *__restrict__))scatter32_kernel), scatter32_kernel, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(unsigned *))fold24_kernel), _Z13fold24_kernelPj, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int *__restrict__, float *__restrict__))warp20), _Z6warp20PiPf, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int *))pack12_kernel), _Z13pack12_kernelPi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int))gather1_kernel), _Z14gather1_kerneli, (-1)); __cudaRegisterManagedVariable(__T10, __shadow_var(m_split31,::m_split31), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

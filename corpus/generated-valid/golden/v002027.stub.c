#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002027.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score13_kernelPi(int *);
static void __device_stub__Z13sift30_kernelPiPfPm(int *__restrict__, float *__restrict__, size_t *);
static void __device_stub__Z13sift38_kerneliPKiPKcPj(int, const int *, const char *, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score13_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))score13_kernel)), 0U);}
# 25 "v002027.cu"
void score13_kernel( int *__cuda_0)
# 25 "v002027.cu"
{__device_stub__Z14score13_kernelPi( __cuda_0);
# 33 "v002027.cu"
}
# 1 "v002027.cudafe1.stub.c"
static void __device_stub__Z13sift30_kernelPiPfPm( int *__restrict__ __par0,  float *__restrict__ __par1,  size_t *__par2) {  int *__T0;
 float *__T1;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *__restrict__, size_t *))sift30_kernel)), 0U); }
# 55 "v002027.cu"
static void sift30_kernel( int *__restrict__ __cuda_0,float *__restrict__ __cuda_1,::size_t *__cuda_2)
# 55 "v002027.cu"
{__device_stub__Z13sift30_kernelPiPfPm( __cuda_0,__cuda_1,__cuda_2);
# 63 "v002027.cu"
}
# 1 "v002027.cudafe1.stub.c"
static void __device_stub__Z13sift38_kerneliPKiPKcPj( int __par0,  const int *__par1,  const char *__par2,  unsigned *__restrict__ __par3) {  unsigned *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, const char *, unsigned *__restrict__))sift38_kernel)), 0U); }
# 65 "v002027.cu"
static void sift38_kernel( int __cuda_0,const int *__cuda_1,const char *__cuda_2,unsigned *__restrict__ __cuda_3)
# 65 "v002027.cu"
{__device_stub__Z13sift38_kerneliPKiPKcPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 90 "v002027.cu"
}
# 1 "v002027.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, const int *, const char *, unsigned *__restrict__))sift38_kernel), _Z13sift38_kerneliPKiPKcPj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, float *__restrict__, size_t *))sift30_kernel), _Z13sift30_kernelPiPfPm, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *))score13_kernel), _Z14score13_kernelPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

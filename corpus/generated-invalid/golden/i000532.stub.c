#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000532.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7filter3PKiPcif(const int *__restrict__, char *__restrict__, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack12_kernelPiiS_PKj(int *, int, int *, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank18PfPKiPii(float *__restrict__, const int *__restrict__, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7filter3PKiPcif(const int *__restrict__ __par0, char *__restrict__ __par1, int __par2, float __par3){ const int *__T0;
 char *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, char *__restrict__, int, float))filter3)), 0U);}
# 15 "i000532.cu"
void filter3( const int *__restrict__ __cuda_0,char *__restrict__ __cuda_1,int __cuda_2,float __cuda_3)
# 15 "i000532.cu"
{__device_stub__Z7filter3PKiPcif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "i000532.cu"
}
# 1 "i000532.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack12_kernelPiiS_PKj( int *__par0,  int __par1,  int *__par2,  const unsigned *__restrict__ __par3) {  const unsigned *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int, int *, const unsigned *__restrict__))pack12_kernel)), 0U); }
# 31 "i000532.cu"
void pack12_kernel( int *__cuda_0,int __cuda_1,int *__cuda_2,const unsigned *__restrict__ __cuda_3)
# 31 "i000532.cu"
{__device_stub__Z13pack12_kernelPiiS_PKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "i000532.cu"
}
# 1 "i000532.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank18PfPKiPii( float *__restrict__ __par0,  const int *__restrict__ __par1,  int *__par2,  int __par3) {  float *__T3;
 const int *__T4;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const int *__restrict__, int *, int))rank18)), 0U); }
# 39 "i000532.cu"
void rank18( float *__restrict__ __cuda_0,const int *__restrict__ __cuda_1,int *__cuda_2,int __cuda_3)
# 39 "i000532.cu"
{__device_stub__Z6rank18PfPKiPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "i000532.cu"
}
# 1 "i000532.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(float *__restrict__, const int *__restrict__, int *, int))rank18), _Z6rank18PfPKiPii, 512); __cudaRegisterEntry(__T8, ((void ( *)(int *, int, int *, const unsigned *__restrict__))pack12_kernel), _Z13pack12_kernelPiiS_PKj, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *__restrict__, char *__restrict__, int, float))filter3), filter3, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

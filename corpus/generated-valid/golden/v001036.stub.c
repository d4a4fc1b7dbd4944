#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001036.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7reduce6PfPdtPi(float *__restrict__, double *, unsigned short, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update14_kernelPKthPiS1_(const unsigned short *__restrict__, unsigned char, int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7reduce6PfPdtPi(float *__restrict__ __par0, double *__par1, unsigned short __par2, int *__par3){ float *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, double *, unsigned short, int *))reduce6)), 0U);}
# 19 "v001036.cu"
void reduce6( float *__restrict__ __cuda_0,double *__cuda_1,unsigned short __cuda_2,int *__cuda_3)
# 19 "v001036.cu"
{__device_stub__Z7reduce6PfPdtPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v001036.cu"
}
# 1 "v001036.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update14_kernelPKthPiS1_( const unsigned short *__restrict__ __par0,  unsigned char __par1,  int *__par2,  int *__par3) {  const unsigned short *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned short *__restrict__, unsigned char, int *, int *))update14_kernel)), 0U); }
# 39 "v001036.cu"
void update14_kernel( const unsigned short *__restrict__ __cuda_0,unsigned char __cuda_1,int *__cuda_2,int *__cuda_3)
# 39 "v001036.cu"
{__device_stub__Z15update14_kernelPKthPiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v001036.cu"
}
# 1 "v001036.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const unsigned short *__restrict__, unsigned char, int *, int *))update14_kernel), update14_kernel, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float *__restrict__, double *, unsigned short, int *))reduce6), _Z7reduce6PfPdtPi, (-1)); __cudaRegisterVariable(__T2, __shadow_var(c_tile13,::c_tile13), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000009.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh8_kernelPfPi(float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick13PiPKh(int *, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine19PiS_(int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp25_kernelPlPdPiPKm(long *, double *, int *, const unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh8_kernelPfPi(float *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int *))weigh8_kernel)), 0U);}
# 27 "v000009.cu"
void weigh8_kernel( float *__cuda_0,int *__cuda_1)
# 28 "v000009.cu"
{__device_stub__Z13weigh8_kernelPfPi( __cuda_0,__cuda_1);
# 34 "v000009.cu"
}
# 1 "v000009.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick13PiPKh( int *__par0,  const unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const unsigned char *))kick13)), 0U); }
# 37 "v000009.cu"
void kick13( int *__cuda_0,const unsigned char *__cuda_1)
# 38 "v000009.cu"
{__device_stub__Z6kick13PiPKh( __cuda_0,__cuda_1);
# 44 "v000009.cu"
}
# 1 "v000009.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine19PiS_( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))combine19)), 0U); }
# 46 "v000009.cu"
void combine19( int *__cuda_0,int *__cuda_1)
# 47 "v000009.cu"
{__device_stub__Z9combine19PiS_( __cuda_0,__cuda_1);
# 55 "v000009.cu"
}
# 1 "v000009.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp25_kernelPlPdPiPKm( long *__par0,  double *__par1,  int *__par2,  const unsigned long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, double *, int *, const unsigned long *))lerp25_kernel)), 0U); }
# 57 "v000009.cu"
void lerp25_kernel( long *__cuda_0,double *__cuda_1,int *__cuda_2,const unsigned long *__cuda_3)
# 58 "v000009.cu"
{__device_stub__Z13lerp25_kernelPlPdPiPKm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v000009.cu"
}
# 1 "v000009.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, double *, int *, const unsigned long *))lerp25_kernel), lerp25_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *))combine19), _Z9combine19PiS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const unsigned char *))kick13), _Z6kick13PiPKh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int *))weigh8_kernel), _Z13weigh8_kernelPfPi, 512); __cudaRegisterManagedVariable(__T3, __shadow_var(m_sift12,::m_sift12), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000897.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias6PKchPKdPf(const char *__restrict__, unsigned char, const double *__restrict__, float *__restrict__);
static void __device_stub__Z7merge28iPjPKiPKt(int, unsigned *, const int *, const unsigned short *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot35_kernelPKf(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias6PKchPKdPf(const char *__restrict__ __par0, unsigned char __par1, const double *__restrict__ __par2, float *__restrict__ __par3){ const char *__T0;
 const double *__T1;
 float *__T2;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__T2 = __par3;__cudaSetupArgSimple(__T2, 24UL);__cudaLaunch(((char *)((void ( *)(const char *__restrict__, unsigned char, const double *__restrict__, float *__restrict__))bias6)), 0U);}
# 21 "v000897.cu"
void bias6( const char *__restrict__ __cuda_0,unsigned char __cuda_1,const double *__restrict__ __cuda_2,float *__restrict__ __cuda_3)
# 22 "v000897.cu"
{__device_stub__Z5bias6PKchPKdPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v000897.cu"
}
# 1 "v000897.cudafe1.stub.c"
static void __device_stub__Z7merge28iPjPKiPKt( int __par0,  unsigned *__par1,  const int *__par2,  const unsigned short *__restrict__ __par3) {  const unsigned short *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, const int *, const unsigned short *__restrict__))merge28)), 0U); }
# 55 "v000897.cu"
static void merge28( int __cuda_0,unsigned *__cuda_1,const int *__cuda_2,const unsigned short *__restrict__ __cuda_3)
# 56 "v000897.cu"
{__device_stub__Z7merge28iPjPKiPKt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v000897.cu"
}
# 1 "v000897.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot35_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))pivot35_kernel)), 0U); }
# 65 "v000897.cu"
void pivot35_kernel( const float *__cuda_0)
# 66 "v000897.cu"
{__device_stub__Z14pivot35_kernelPKf( __cuda_0);
# 92 "v000897.cu"
}
# 1 "v000897.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const float *))pivot35_kernel), _Z14pivot35_kernelPKf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, unsigned *, const int *, const unsigned short *__restrict__))merge28), _Z7merge28iPjPKiPKt, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const char *__restrict__, unsigned char, const double *__restrict__, float *__restrict__))bias6), _Z5bias6PKchPKdPf, (-1)); __cudaRegisterManagedVariable(__T8, __shadow_var(m_spread16,::m_spread16), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T8, __shadow_var(m_lerp34,::m_lerp34), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

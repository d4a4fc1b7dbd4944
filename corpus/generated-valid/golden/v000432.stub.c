#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000432.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split15_kerneliPKiiPf(int, const int *__restrict__, int, float *__restrict__);
static void __device_stub__Z15spread22_kernelPKiPjPKf(const int *, unsigned *__restrict__, const float *);
static void __device_stub__Z13fuse30_kernelPKdi(const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split15_kerneliPKiiPf(int __par0, const int *__restrict__ __par1, int __par2, float *__restrict__ __par3){ const int *__T0;
 float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, int, float *__restrict__))split15_kernel)), 0U);}
# 32 "v000432.cu"
void split15_kernel( int __cuda_0,const int *__restrict__ __cuda_1,int __cuda_2,float *__restrict__ __cuda_3)
# 32 "v000432.cu"
{__device_stub__Z14split15_kerneliPKiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000432.cu"
}
# 1 "v000432.cudafe1.stub.c"
static void __device_stub__Z15spread22_kernelPKiPjPKf( const int *__par0,  unsigned *__restrict__ __par1,  const float *__par2) {  unsigned *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned *__restrict__, const float *))spread22_kernel)), 0U); }
# 48 "v000432.cu"
static void spread22_kernel( const int *__cuda_0,unsigned *__restrict__ __cuda_1,const float *__cuda_2)
# 48 "v000432.cu"
{__device_stub__Z15spread22_kernelPKiPjPKf( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000432.cu"
}
# 1 "v000432.cudafe1.stub.c"
static void __device_stub__Z13fuse30_kernelPKdi( const double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int))fuse30_kernel)), 0U); }
# 59 "v000432.cu"
static void fuse30_kernel( const double *__cuda_0,int __cuda_1)
# 59 "v000432.cu"
{__device_stub__Z13fuse30_kernelPKdi( __cuda_0,__cuda_1);
# 70 "v000432.cu"
}
# 1 "v000432.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, int))fuse30_kernel), _Z13fuse30_kernelPKdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned *__restrict__, const float *))spread22_kernel), _Z15spread22_kernelPKiPjPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *__restrict__, int, float *__restrict__))split15_kernel), _Z14split15_kerneliPKiiPf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_norm14,::m_norm14), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(_ZN5util67m_rank7E,::util6::m_rank7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

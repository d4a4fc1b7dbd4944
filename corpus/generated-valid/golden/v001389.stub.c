#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001389.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update21_kernelPKdiii(const double *__restrict__, int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale28_kernelhPKijS0_(unsigned char, const int *__restrict__, unsigned, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update21_kernelPKdiii(const double *__restrict__ __par0, int __par1, int __par2, int __par3){ const double *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const double *__restrict__, int, int, int))update21_kernel)), 0U);}
# 31 "v001389.cu"
void update21_kernel( const double *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 31 "v001389.cu"
{__device_stub__Z15update21_kernelPKdiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001389.cu"
}
# 1 "v001389.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale28_kernelhPKijS0_( unsigned char __par0,  const int *__restrict__ __par1,  unsigned __par2,  const int *__par3) {  const int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned char, const int *__restrict__, unsigned, const int *))scale28_kernel)), 0U); }
# 41 "v001389.cu"
void scale28_kernel( unsigned char __cuda_0,const int *__restrict__ __cuda_1,unsigned __cuda_2,const int *__cuda_3)
# 41 "v001389.cu"
{__device_stub__Z14scale28_kernelhPKijS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v001389.cu"
}
# 1 "v001389.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(unsigned char, const int *__restrict__, unsigned, const int *))scale28_kernel), _Z14scale28_kernelhPKijS0_, 256UL); __cudaRegisterEntry(__T2, ((void ( *)(const double *__restrict__, int, int, int))update21_kernel), _Z15update21_kernelPKdiii, (-1)); __cudaRegisterManagedVariable(__T2, __shadow_var(m_step20,::m_step20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

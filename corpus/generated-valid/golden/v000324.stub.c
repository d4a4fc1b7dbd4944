#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000324.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather6_kernelPlibl(long *__restrict__, int, bool, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe15Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply28_kernelPsPKfda(short *__restrict__, const float *__restrict__, double, signed char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather6_kernelPlibl(long *__restrict__ __par0, int __par1, bool __par2, long __par3){ long *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(long *__restrict__, int, bool, long))gather6_kernel)), 0U);}
# 16 "v000324.cu"
void gather6_kernel( long *__restrict__ __cuda_0,int __cuda_1,bool __cuda_2,long __cuda_3)
# 17 "v000324.cu"
{__device_stub__Z14gather6_kernelPlibl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v000324.cu"
}
# 1 "v000324.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe15Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))probe15)), 0U); }
# 30 "v000324.cu"
void probe15( float *__cuda_0)
# 31 "v000324.cu"
{__device_stub__Z7probe15Pf( __cuda_0);
# 43 "v000324.cu"
}
# 1 "v000324.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply28_kernelPsPKfda( short *__restrict__ __par0,  const float *__restrict__ __par1,  double __par2,  signed char __par3) {  short *__T1;
 const float *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *__restrict__, const float *__restrict__, double, signed char))apply28_kernel)), 0U); }
# 58 "v000324.cu"
void apply28_kernel( short *__restrict__ __cuda_0,const float *__restrict__ __cuda_1,double __cuda_2,signed char __cuda_3)
# 59 "v000324.cu"
{__device_stub__Z14apply28_kernelPsPKfda( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v000324.cu"
}
# 1 "v000324.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(short *__restrict__, const float *__restrict__, double, signed char))apply28_kernel), _Z14apply28_kernelPsPKfda, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *))probe15), _Z7probe15Pf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long *__restrict__, int, bool, long))gather6_kernel), _Z14gather6_kernelPlibl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000307.fatbin.c"
static void __device_stub__Z15scatter5_kernelPii(int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step24PdPlPi(double *__restrict__, long *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d13pack10_kernelEPhdPfPKl(unsigned char *__restrict__, double, float *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15scatter5_kernelPii(int *__restrict__ __par0, int __par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int))scatter5_kernel)), 0U);}
# 20 "v000307.cu"
static void scatter5_kernel( int *__restrict__ __cuda_0,int __cuda_1)
# 20 "v000307.cu"
{__device_stub__Z15scatter5_kernelPii( __cuda_0,__cuda_1);
# 29 "v000307.cu"
}
# 1 "v000307.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step24PdPlPi( double *__restrict__ __par0,  long *__par1,  int *__par2) {  double *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, long *, int *))step24)), 0U); }
# 42 "v000307.cu"
void step24( double *__restrict__ __cuda_0,long *__cuda_1,int *__cuda_2)
# 42 "v000307.cu"
{__device_stub__Z6step24PdPlPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000307.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d13pack10_kernelEPhdPfPKl( unsigned char *__restrict__ __par0,  double __par1,  float *__par2,  const long *__par3) {  unsigned char *__T5;
__cudaLaunchPrologue(4); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned char *__restrict__, double, float *, const long *))_NV_ANON_NAMESPACE::pack10_kernel)), 0U); }
# 32 "v000307.cu"
void _NV_ANON_NAMESPACE::pack10_kernel( unsigned char *__restrict__ __cuda_0,double __cuda_1,float *__cuda_2,const long *__cuda_3)
# 32 "v000307.cu"
{__device_stub__ZN43_GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d13pack10_kernelEPhdPfPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000307.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned char *__restrict__, double, float *, const long *))_NV_ANON_NAMESPACE::pack10_kernel), _ZN43_GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d13pack10_kernelEPhdPfPKl, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *__restrict__, long *, int *))step24), _Z6step24PdPlPi, 64); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int))scatter5_kernel), _Z15scatter5_kernelPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

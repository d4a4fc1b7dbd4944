#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000749.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift34_kernelxiPKf(long long, int, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1613fold17_kernelEPKdlPd(const double *__restrict__, long, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern466norm53EPKsPj(const short *, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14drift34_kernelxiPKf(long long __par0, int __par1, const float *__restrict__ __par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(long long, int, const float *__restrict__))drift34_kernel)), 0U);}
# 56 "v000749.cu"
void drift34_kernel( long long __cuda_0,int __cuda_1,const float *__restrict__ __cuda_2)
# 56 "v000749.cu"
{__device_stub__Z14drift34_kernelxiPKf( __cuda_0,__cuda_1,__cuda_2);
# 64 "v000749.cu"
}
# 1 "v000749.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1613fold17_kernelEPKdlPd( const double *__restrict__ __par0,  long __par1,  double *__restrict__ __par2) {  const double *__T4;
 double *__T5;
__cudaLaunchPrologue(3); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, long, double *__restrict__))gpu16::fold17_kernel)), 0U); }
# 31 "v000749.cu"
void gpu16::fold17_kernel( const double *__restrict__ __cuda_0,long __cuda_1,double *__restrict__ __cuda_2)
# 31 "v000749.cu"
{__device_stub__ZN5gpu1613fold17_kernelEPKdlPd( __cuda_0,__cuda_1,__cuda_2);
# 42 "v000749.cu"
}
# 1 "v000749.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern466norm53EPKsPj( const short *__par0,  unsigned *__restrict__ __par1) {  unsigned *__T6;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaLaunch(((char *)((void ( *)(const short *, unsigned *__restrict__))kern46::norm53)), 0U); }
# 89 "v000749.cu"
void kern46::norm53( const short *__cuda_0,unsigned *__restrict__ __cuda_1)
# 89 "v000749.cu"
{__device_stub__ZN6kern466norm53EPKsPj( __cuda_0,__cuda_1);



}
# 1 "v000749.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const short *, unsigned *__restrict__))kern46::norm53), _ZN6kern466norm53EPKsPj, 64); __cudaRegisterEntry(__T7, ((void ( *)(const double *__restrict__, long, double *__restrict__))gpu16::fold17_kernel), _ZN5gpu1613fold17_kernelEPKdlPd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long long, int, const float *__restrict__))drift34_kernel), _Z14drift34_kernelxiPKf, 32); __cudaRegisterVariable(__T7, __shadow_var(d_mix9,::d_mix9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

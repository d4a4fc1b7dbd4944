#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000815.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh11_kernelPiiPf(int *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step19iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift28_kernelyPt(unsigned long long, unsigned short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count48_kernelfPKd(float, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh11_kernelPiiPf(int *__par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, float *))weigh11_kernel)), 0U);}
# 13 "v000815.cu"
void weigh11_kernel( int *__cuda_0,int __cuda_1,float *__cuda_2)
# 13 "v000815.cu"
{__device_stub__Z14weigh11_kernelPiiPf( __cuda_0,__cuda_1,__cuda_2);
# 19 "v000815.cu"
}
# 1 "v000815.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step19iii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))step19)), 0U); }
# 21 "v000815.cu"
void step19( int __cuda_0,int __cuda_1,int __cuda_2)
# 21 "v000815.cu"
{__device_stub__Z6step19iii( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000815.cu"
}
# 1 "v000815.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift28_kernelyPt( unsigned long long __par0,  unsigned short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long long, unsigned short *))drift28_kernel)), 0U); }
# 33 "v000815.cu"
void drift28_kernel( unsigned long long __cuda_0,unsigned short *__cuda_1)
# 33 "v000815.cu"
{__device_stub__Z14drift28_kernelyPt( __cuda_0,__cuda_1);
# 49 "v000815.cu"
}
# 1 "v000815.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count48_kernelfPKd( float __par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, const double *))count48_kernel)), 0U); }
# 64 "v000815.cu"
void count48_kernel( float __cuda_0,const double *__cuda_1)
# 64 "v000815.cu"
{__device_stub__Z14count48_kernelfPKd( __cuda_0,__cuda_1);
# 74 "v000815.cu"
}
# 1 "v000815.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, const double *))count48_kernel), _Z14count48_kernelfPKd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long, unsigned short *))drift28_kernel), _Z14drift28_kernelyPt, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int))step19), _Z6step19iii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, float *))weigh11_kernel), _Z14weigh11_kernelPiiPf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_accum9,::c_accum9), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_decay10,::d_decay10), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_reduce40,::d_reduce40), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

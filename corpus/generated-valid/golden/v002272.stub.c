#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002272.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow6PKdi(const double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep14_kernelPdPKjii(double *, const unsigned *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score22Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow6PKdi(const double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, int))grow6)), 0U);}
# 16 "v002272.cu"
void grow6( const double *__cuda_0,int __cuda_1)
# 16 "v002272.cu"
{__device_stub__Z5grow6PKdi( __cuda_0,__cuda_1);
# 37 "v002272.cu"
}
# 1 "v002272.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep14_kernelPdPKjii( double *__par0,  const unsigned *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(double *, const unsigned *, int, int))sweep14_kernel)), 0U); }
# 41 "v002272.cu"
void sweep14_kernel( double *__cuda_0,const unsigned *__cuda_1,int __cuda_2,int __cuda_3)
# 41 "v002272.cu"
{__device_stub__Z14sweep14_kernelPdPKjii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v002272.cu"
}
# 1 "v002272.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score22Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))score22)), 0U); }
# 51 "v002272.cu"
void score22( float *__cuda_0)
# 51 "v002272.cu"
{__device_stub__Z7score22Pf( __cuda_0);
# 62 "v002272.cu"
}
# 1 "v002272.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *))score22), _Z7score22Pf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, const unsigned *, int, int))sweep14_kernel), sweep14_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *, int))grow6), _Z5grow6PKdi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_clamp13,::c_clamp13), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002236.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay10i(int);
static void __device_stub__ZN5img258spread26EPfPKxPKj(float *, const long long *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img2514decay42_kernelEPfPKdPi(float *, const double *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay10i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))decay10)), 0U);}
# 18 "v002236.cu"
void decay10( int __cuda_0)
# 19 "v002236.cu"
{__device_stub__Z7decay10i( __cuda_0);
# 30 "v002236.cu"
}
# 1 "v002236.cudafe1.stub.c"
static void __device_stub__ZN5img258spread26EPfPKxPKj( float *__par0,  const long long *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const long long *, const unsigned *))img25::spread26)), 0U); }
# 53 "v002236.cu"
static void img25::spread26( float *__cuda_0,const long long *__cuda_1,const unsigned *__cuda_2)
# 54 "v002236.cu"
{__device_stub__ZN5img258spread26EPfPKxPKj( __cuda_0,__cuda_1,__cuda_2);
# 66 "v002236.cu"
}
# 1 "v002236.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img2514decay42_kernelEPfPKdPi( float *__par0,  const double *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const double *, int *))img25::decay42_kernel)), 0U); }
# 69 "v002236.cu"
void img25::decay42_kernel( float *__cuda_0,const double *__cuda_1,int *__cuda_2)
# 70 "v002236.cu"
{__device_stub__ZN5img2514decay42_kernelEPfPKdPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002236.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, const double *, int *))img25::decay42_kernel), _ZN5img2514decay42_kernelEPfPKdPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const long long *, const unsigned *))img25::spread26), _ZN5img258spread26EPfPKxPKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))decay10), _Z7decay10i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

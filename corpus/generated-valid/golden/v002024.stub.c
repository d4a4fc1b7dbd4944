#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002024.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math86clamp9EPKdPKii(const double *, const int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img187apply19Eii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN5math86clamp9EPKdPKii(const double *__par0, const int *__restrict__ __par1, int __par2){ const int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, const int *__restrict__, int))math8::clamp9)), 0U);}
# 18 "v002024.cu"
void math8::clamp9( const double *__cuda_0,const int *__restrict__ __cuda_1,int __cuda_2)
# 19 "v002024.cu"
{__device_stub__ZN5math86clamp9EPKdPKii( __cuda_0,__cuda_1,__cuda_2);
# 26 "v002024.cu"
}
# 1 "v002024.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img187apply19Eii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))img18::apply19)), 0U); }
# 31 "v002024.cu"
void img18::apply19( int __cuda_0,int __cuda_1)
# 32 "v002024.cu"
{__device_stub__ZN5img187apply19Eii( __cuda_0,__cuda_1);
# 40 "v002024.cu"
}
# 1 "v002024.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, int))img18::apply19), _ZN5img187apply19Eii, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const double *, const int *__restrict__, int))math8::clamp9), _ZN5math86clamp9EPKdPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

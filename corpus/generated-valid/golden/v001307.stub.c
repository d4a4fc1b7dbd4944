#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001307.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift11PiPKdPKi(int *, const double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum22Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift11PiPKdPKi(int *__par0, const double *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, const double *, const int *))drift11)), 0U);}
# 30 "v001307.cu"
void drift11( int *__cuda_0,const double *__cuda_1,const int *__cuda_2)
# 30 "v001307.cu"
{__device_stub__Z7drift11PiPKdPKi( __cuda_0,__cuda_1,__cuda_2);
# 37 "v001307.cu"
}
# 1 "v001307.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum22Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))accum22)), 0U); }
# 45 "v001307.cu"
void accum22( int *__cuda_0,int __cuda_1)
# 45 "v001307.cu"
{__device_stub__Z7accum22Pii( __cuda_0,__cuda_1);
# 55 "v001307.cu"
}
# 1 "v001307.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))accum22), _Z7accum22Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const double *, const int *))drift11), _Z7drift11PiPKdPKi, 1024); __cudaRegisterVariable(__T3, __shadow_var(c_apply18,::c_apply18), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

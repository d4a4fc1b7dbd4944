#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000634.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12pack4_kernelPKidfPi(const int *, real3_t, float, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend14_kernelPfPd(float *, real3_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade20fi(float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12pack4_kernelPKidfPi(const int *__par0, real3_t __par1, float __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, real3_t, float, int *))pack4_kernel)), 0U);}
# 9 "v000634.cu"
void pack4_kernel( const int *__cuda_0,::real3_t __cuda_1,float __cuda_2,int *__cuda_3)
# 10 "v000634.cu"
{__device_stub__Z12pack4_kernelPKidfPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v000634.cu"
}
# 1 "v000634.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend14_kernelPfPd( float *__par0,  real3_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, real3_t *))blend14_kernel)), 0U); }
# 22 "v000634.cu"
void blend14_kernel( float *__cuda_0,::real3_t *__cuda_1)
# 23 "v000634.cu"
{__device_stub__Z14blend14_kernelPfPd( __cuda_0,__cuda_1);
# 29 "v000634.cu"
}
# 1 "v000634.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade20fi( float __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, int))shade20)), 0U); }
# 31 "v000634.cu"
void shade20( float __cuda_0,int __cuda_1)
# 32 "v000634.cu"
{__device_stub__Z7shade20fi( __cuda_0,__cuda_1);
# 44 "v000634.cu"
}
# 1 "v000634.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, int))shade20), _Z7shade20fi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, real3_t *))blend14_kernel), _Z14blend14_kernelPfPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, real3_t, float, int *))pack4_kernel), _Z12pack4_kernelPKidfPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

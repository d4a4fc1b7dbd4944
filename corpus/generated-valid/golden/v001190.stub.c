#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001190.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7filter2PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold7_kernelPKfPdPKm(const float *, double *, const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh14_kernelPfPil(float *, int *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7filter2PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))filter2)), 0U);}
# 7 "v001190.cu"
void filter2( const float *__cuda_0)
# 8 "v001190.cu"
{__device_stub__Z7filter2PKf( __cuda_0);



}
# 1 "v001190.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12fold7_kernelPKfPdPKm( const float *__par0,  double *__par1,  const unsigned long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, double *, const unsigned long *))fold7_kernel)), 0U); }
# 14 "v001190.cu"
void fold7_kernel( const float *__cuda_0,double *__cuda_1,const unsigned long *__cuda_2)
# 15 "v001190.cu"
{__device_stub__Z12fold7_kernelPKfPdPKm( __cuda_0,__cuda_1,__cuda_2);
# 29 "v001190.cu"
}
# 1 "v001190.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh14_kernelPfPil( float *__par0,  int *__par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, int *, long))weigh14_kernel)), 0U); }
# 31 "v001190.cu"
void weigh14_kernel( float *__cuda_0,int *__cuda_1,long __cuda_2)
# 32 "v001190.cu"
{__device_stub__Z14weigh14_kernelPfPil( __cuda_0,__cuda_1,__cuda_2);
# 44 "v001190.cu"
}
# 1 "v001190.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, int *, long))weigh14_kernel), _Z14weigh14_kernelPfPil, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, double *, const unsigned long *))fold7_kernel), _Z12fold7_kernelPKfPdPKm, 32); __cudaRegisterEntry(__T3, ((void ( *)(const float *))filter2), _Z7filter2PKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

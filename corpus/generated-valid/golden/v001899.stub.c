#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001899.fatbin.c"
static void __device_stub__Z12norm8_kernelPKfPlPj(const float *, long *, unsigned *);
static void __device_stub__Z13rank17_kernelPKiPKjii(const int *, const unsigned *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread44_kernelPjPiPKj(unsigned *, int *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12norm8_kernelPKfPlPj(const float *__par0, long *__par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, long *, unsigned *))norm8_kernel)), 0U);}
# 20 "v001899.cu"
static void norm8_kernel( const float *__cuda_0,long *__cuda_1,unsigned *__cuda_2)
# 21 "v001899.cu"
{__device_stub__Z12norm8_kernelPKfPlPj( __cuda_0,__cuda_1,__cuda_2);
# 34 "v001899.cu"
}
# 1 "v001899.cudafe1.stub.c"
static void __device_stub__Z13rank17_kernelPKiPKjii( const int *__par0,  const unsigned *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const int *, const unsigned *, int, int))rank17_kernel)), 0U); }
# 36 "v001899.cu"
static void rank17_kernel( const int *__cuda_0,const unsigned *__cuda_1,int __cuda_2,int __cuda_3)
# 37 "v001899.cu"
{__device_stub__Z13rank17_kernelPKiPKjii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v001899.cu"
}
# 1 "v001899.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread44_kernelPjPiPKj( unsigned *__par0,  int *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int *, const unsigned *))spread44_kernel)), 0U); }
# 74 "v001899.cu"
void spread44_kernel( unsigned *__cuda_0,int *__cuda_1,const unsigned *__cuda_2)
# 75 "v001899.cu"
{__device_stub__Z15spread44_kernelPjPiPKj( __cuda_0,__cuda_1,__cuda_2);
# 85 "v001899.cu"
}
# 1 "v001899.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int *, const unsigned *))spread44_kernel), _Z15spread44_kernelPjPiPKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const unsigned *, int, int))rank17_kernel), _Z13rank17_kernelPKiPKjii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, long *, unsigned *))norm8_kernel), _Z12norm8_kernelPKfPlPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN8detail268d_rank39E,::detail26::d_rank39), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002357.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale9_kerneliPjiPKf(int, unsigned *, int, const float *);
static void __device_stub__Z14merge21_kernelPfxPKi(float *, long long, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step28Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile37_kernelPKjPf(const unsigned *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale9_kerneliPjiPKf(int __par0, unsigned *__par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *, int, const float *))scale9_kernel)), 0U);}
# 27 "v002357.cu"
void scale9_kernel( int __cuda_0,unsigned *__cuda_1,int __cuda_2,const float *__cuda_3)
# 28 "v002357.cu"
{__device_stub__Z13scale9_kerneliPjiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v002357.cudafe1.stub.c"
static void __device_stub__Z14merge21_kernelPfxPKi( float *__par0,  long long __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, long long, const int *))merge21_kernel)), 0U); }
# 43 "v002357.cu"
static void merge21_kernel( float *__cuda_0,long long __cuda_1,const int *__cuda_2)
# 44 "v002357.cu"
{__device_stub__Z14merge21_kernelPfxPKi( __cuda_0,__cuda_1,__cuda_2);
# 50 "v002357.cu"
}
# 1 "v002357.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step28Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))step28)), 0U); }
# 52 "v002357.cu"
void step28( int *__cuda_0,int __cuda_1)
# 53 "v002357.cu"
{__device_stub__Z6step28Pii( __cuda_0,__cuda_1);
# 61 "v002357.cu"
}
# 1 "v002357.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile37_kernelPKjPf( const unsigned *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float *))tile37_kernel)), 0U); }
# 72 "v002357.cu"
void tile37_kernel( const unsigned *__cuda_0,float *__cuda_1)
# 73 "v002357.cu"
{__device_stub__Z13tile37_kernelPKjPf( __cuda_0,__cuda_1);
# 87 "v002357.cu"
}
# 1 "v002357.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, float *))tile37_kernel), _Z13tile37_kernelPKjPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))step28), _Z6step28Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, long long, const int *))merge21_kernel), _Z14merge21_kernelPfxPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *, int, const float *))scale9_kernel), _Z13scale9_kerneliPjiPKf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_pack15,::m_pack15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000475.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth19_kernelh(unsigned char);
static void __device_stub__Z13sift25_kerneliiPf(int, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot38_kernelPKii(const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth19_kernelh(unsigned char __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned char))smooth19_kernel)), 0U);}
# 30 "v000475.cu"
void smooth19_kernel( unsigned char __cuda_0)
# 30 "v000475.cu"
{__device_stub__Z15smooth19_kernelh( __cuda_0);
# 38 "v000475.cu"
}
# 1 "v000475.cudafe1.stub.c"
static void __device_stub__Z13sift25_kerneliiPf( int __par0,  int __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, float *))sift25_kernel)), 0U); }
# 41 "v000475.cu"
static void sift25_kernel( int __cuda_0,int __cuda_1,float *__cuda_2)
# 41 "v000475.cu"
{__device_stub__Z13sift25_kerneliiPf( __cuda_0,__cuda_1,__cuda_2);
# 47 "v000475.cu"
}
# 1 "v000475.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot38_kernelPKii( const int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int))pivot38_kernel)), 0U); }
# 62 "v000475.cu"
void pivot38_kernel( const int *__cuda_0,int __cuda_1)
# 62 "v000475.cu"
{__device_stub__Z14pivot38_kernelPKii( __cuda_0,__cuda_1);



}
# 1 "v000475.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int))pivot38_kernel), _Z14pivot38_kernelPKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float *))sift25_kernel), _Z13sift25_kerneliiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char))smooth19_kernel), _Z15smooth19_kernelh, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_accum24,::m_accum24), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001905.fatbin.c"
static void __device_stub__Z7pivot15PKyPKim(const unsigned long long *, const int *, size_t);
static void __device_stub__Z13pack26_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix29PKiPjf(const int *, unsigned *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7pivot15PKyPKim(const unsigned long long *__par0, const int *__par1, size_t __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned long long *, const int *, size_t))pivot15)), 0U);}
# 38 "v001905.cu"
static void pivot15( const unsigned long long *__cuda_0,const int *__cuda_1,::size_t __cuda_2)
# 39 "v001905.cu"
{__device_stub__Z7pivot15PKyPKim( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001905.cu"
}
# 1 "v001905.cudafe1.stub.c"
static void __device_stub__Z13pack26_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))pack26_kernel)), 0U); }
# 66 "v001905.cu"
static void pack26_kernel( int *__cuda_0)
# 67 "v001905.cu"
{__device_stub__Z13pack26_kernelPi( __cuda_0);


}
# 1 "v001905.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix29PKiPjf( const int *__par0,  unsigned *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned *, float))mix29)), 0U); }
# 72 "v001905.cu"
void mix29( const int *__cuda_0,unsigned *__cuda_1,float __cuda_2)
# 73 "v001905.cu"
{__device_stub__Z5mix29PKiPjf( __cuda_0,__cuda_1,__cuda_2);
# 87 "v001905.cu"
}
# 1 "v001905.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned *, float))mix29), _Z5mix29PKiPjf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))pack26_kernel), _Z13pack26_kernelPi, 64); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long long *, const int *, size_t))pivot15), _Z7pivot15PKyPKim, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

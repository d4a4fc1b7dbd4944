#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001013.fatbin.c"
static void __device_stub__Z13score7_kernelPKjPKl(const unsigned *, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe12_kernelPyPKd(unsigned long long *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine18PlPm(long *, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift25_kernelPKiPiPmm(const int *, int *, unsigned long *, unsigned long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift32ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13score7_kernelPKjPKl(const unsigned *__par0, const long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const long *))score7_kernel)), 0U);}
# 17 "v001013.cu"
static void score7_kernel( const unsigned *__cuda_0,const long *__cuda_1)
# 18 "v001013.cu"
{__device_stub__Z13score7_kernelPKjPKl( __cuda_0,__cuda_1);
# 26 "v001013.cu"
}
# 1 "v001013.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe12_kernelPyPKd( unsigned long long *__par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *, const double *))probe12_kernel)), 0U); }
# 28 "v001013.cu"
void probe12_kernel( unsigned long long *__cuda_0,const double *__cuda_1)
# 29 "v001013.cu"
{__device_stub__Z14probe12_kernelPyPKd( __cuda_0,__cuda_1);
# 36 "v001013.cu"
}
# 1 "v001013.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine18PlPm( long *__par0,  size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, size_t *))combine18)), 0U); }
# 38 "v001013.cu"
void combine18( long *__cuda_0,::size_t *__cuda_1)
# 39 "v001013.cu"
{__device_stub__Z9combine18PlPm( __cuda_0,__cuda_1);
# 51 "v001013.cu"
}
# 1 "v001013.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift25_kernelPKiPiPmm( const int *__par0,  int *__par1,  unsigned long *__par2,  unsigned long __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, unsigned long *, unsigned long))drift25_kernel)), 0U); }
# 53 "v001013.cu"
void drift25_kernel( const int *__cuda_0,int *__cuda_1,unsigned long *__cuda_2,unsigned long __cuda_3)
# 54 "v001013.cu"
{__device_stub__Z14drift25_kernelPKiPiPmm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001013.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift32ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))drift32)), 0U); }
# 61 "v001013.cu"
void drift32( int __cuda_0,int __cuda_1)
# 62 "v001013.cu"
{__device_stub__Z7drift32ii( __cuda_0,__cuda_1);
# 70 "v001013.cu"
}
# 1 "v001013.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int))drift32), _Z7drift32ii, 1024); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, unsigned long *, unsigned long))drift25_kernel), _Z14drift25_kernelPKiPiPmm, 1024); __cudaRegisterEntry(__T3, ((void ( *)(long *, size_t *))combine18), _Z9combine18PlPm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long *, const double *))probe12_kernel), _Z14probe12_kernelPyPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const long *))score7_kernel), _Z13score7_kernelPKjPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

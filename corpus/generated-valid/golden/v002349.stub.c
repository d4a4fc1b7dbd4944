#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002349.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift8_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally146Body11iPKii(struct Body11&, int, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend27PKiiPx(const int *, int, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb0314sweep39_kernelEiiPy(int, int, unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift8_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))sift8_kernel)), 0U);}
# 19 "v002349.cu"
void sift8_kernel( const float *__cuda_0)
# 19 "v002349.cu"
{__device_stub__Z12sift8_kernelPKf( __cuda_0);

}
# 1 "v002349.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally146Body11iPKii( struct Body11&__par0,  int __par1,  const int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(struct Body11, int, const int *, int))tally14)), 0U); }
# 29 "v002349.cu"
void tally14( struct ::Body11 __cuda_0,int __cuda_1,const int *__cuda_2,int __cuda_3)
# 29 "v002349.cu"
{__device_stub__Z7tally146Body11iPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v002349.cu"
}
# 1 "v002349.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend27PKiiPx( const int *__par0,  int __par1,  long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, long long *))blend27)), 0U); }
# 53 "v002349.cu"
void blend27( const int *__cuda_0,int __cuda_1,long long *__cuda_2)
# 53 "v002349.cu"
{__device_stub__Z7blend27PKiiPx( __cuda_0,__cuda_1,__cuda_2);
# 61 "v002349.cu"
}
# 1 "v002349.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb0314sweep39_kernelEiiPy( int __par0,  int __par1,  unsigned long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, unsigned long long *))_NV_ANON_NAMESPACE::sweep39_kernel)), 0U); }
# 71 "v002349.cu"
void _NV_ANON_NAMESPACE::sweep39_kernel( int __cuda_0,int __cuda_1,unsigned long long *__cuda_2)
# 71 "v002349.cu"
{__device_stub__ZN43_GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb0314sweep39_kernelEiiPy( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002349.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int, unsigned long long *))_NV_ANON_NAMESPACE::sweep39_kernel), _ZN43_GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb0314sweep39_kernelEiiPy, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *, int, long long *))blend27), _Z7blend27PKiiPx, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(struct Body11, int, const int *, int))tally14), _Z7tally146Body11iPKii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *))sift8_kernel), _Z12sift8_kernelPKf, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

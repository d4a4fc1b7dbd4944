#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001805.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold3iPKl(int, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold13iix(int, int, long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth19_kernelPKlPdi(const long *, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay25PxPm(long long *, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp29dPf(double, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold3iPKl(int __par0, const long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const long *))fold3)), 0U);}
# 9 "v001805.cu"
void fold3( int __cuda_0,const long *__cuda_1)
# 9 "v001805.cu"
{__device_stub__Z5fold3iPKl( __cuda_0,__cuda_1);
# 15 "v001805.cu"
}
# 1 "v001805.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold13iix( int __par0,  int __par1,  long long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, long long))fold13)), 0U); }
# 31 "v001805.cu"
void fold13( int __cuda_0,int __cuda_1,long long __cuda_2)
# 31 "v001805.cu"
{__device_stub__Z6fold13iix( __cuda_0,__cuda_1,__cuda_2);
# 40 "v001805.cu"
}
# 1 "v001805.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth19_kernelPKlPdi( const long *__par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, double *, int))smooth19_kernel)), 0U); }
# 42 "v001805.cu"
void smooth19_kernel( const long *__cuda_0,double *__cuda_1,int __cuda_2)
# 42 "v001805.cu"
{__device_stub__Z15smooth19_kernelPKlPdi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001805.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay25PxPm( long long *__par0,  size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long long *, size_t *))decay25)), 0U); }
# 47 "v001805.cu"
void decay25( long long *__cuda_0,::size_t *__cuda_1)
# 47 "v001805.cu"
{__device_stub__Z7decay25PxPm( __cuda_0,__cuda_1);
# 54 "v001805.cu"
}
# 1 "v001805.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp29dPf( double __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, float *))warp29)), 0U); }
# 56 "v001805.cu"
void warp29( double __cuda_0,float *__cuda_1)
# 56 "v001805.cu"
{__device_stub__Z6warp29dPf( __cuda_0,__cuda_1);
# 68 "v001805.cu"
}
# 1 "v001805.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double, float *))warp29), _Z6warp29dPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long long *, size_t *))decay25), _Z7decay25PxPm, 128); __cudaRegisterEntry(__T5, ((void ( *)(const long *, double *, int))smooth19_kernel), _Z15smooth19_kernelPKlPdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, long long))fold13), _Z6fold13iix, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const long *))fold3), _Z5fold3iPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

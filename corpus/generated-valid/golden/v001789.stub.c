#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001789.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply1_kernelfPiPKf(float, int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp19PifPf(int *, float, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread27hPKh(unsigned char, const unsigned char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift36_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply1_kernelfPiPKf(float __par0, int *__par1, const float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, int *, const float *))apply1_kernel)), 0U);}
# 5 "v001789.cu"
void apply1_kernel( float __cuda_0,int *__cuda_1,const float *__cuda_2)
# 5 "v001789.cu"
{__device_stub__Z13apply1_kernelfPiPKf( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001789.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp19PifPf( int *__par0,  float __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, float, float *))clamp19)), 0U); }
# 29 "v001789.cu"
void clamp19( int *__cuda_0,float __cuda_1,float *__cuda_2)
# 29 "v001789.cu"
{__device_stub__Z7clamp19PifPf( __cuda_0,__cuda_1,__cuda_2);
# 39 "v001789.cu"
}
# 1 "v001789.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread27hPKh( unsigned char __par0,  const unsigned char *__restrict__ __par1) {  const unsigned char *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char, const unsigned char *__restrict__))spread27)), 0U); }
# 41 "v001789.cu"
void spread27( unsigned char __cuda_0,const unsigned char *__restrict__ __cuda_1)
# 41 "v001789.cu"
{__device_stub__Z8spread27hPKh( __cuda_0,__cuda_1);




}
# 1 "v001789.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift36_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))drift36_kernel)), 0U); }
# 53 "v001789.cu"
void drift36_kernel( int __cuda_0)
# 53 "v001789.cu"
{__device_stub__Z14drift36_kerneli( __cuda_0);
# 67 "v001789.cu"
}
# 1 "v001789.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))drift36_kernel), _Z14drift36_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char, const unsigned char *__restrict__))spread27), _Z8spread27hPKh, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, float, float *))clamp19), _Z7clamp19PifPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, int *, const float *))apply1_kernel), _Z13apply1_kernelfPiPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

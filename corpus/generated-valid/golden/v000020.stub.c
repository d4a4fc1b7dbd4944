#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000020.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm7Piit(int *, int, unsigned short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine15_kernelPiPKaPKmPf(int *, const signed char *, const unsigned long *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp30f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh36_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm7Piit(int *__par0, int __par1, unsigned short __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, unsigned short))norm7)), 0U);}
# 18 "v000020.cu"
void norm7( int *__cuda_0,int __cuda_1,unsigned short __cuda_2)
# 18 "v000020.cu"
{__device_stub__Z5norm7Piit( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000020.cu"
}
# 1 "v000020.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine15_kernelPiPKaPKmPf( int *__par0,  const signed char *__par1,  const unsigned long *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const signed char *, const unsigned long *, float *))combine15_kernel)), 0U); }
# 27 "v000020.cu"
void combine15_kernel( int *__cuda_0,const signed char *__cuda_1,const unsigned long *__cuda_2,float *__cuda_3)
# 27 "v000020.cu"
{__device_stub__Z16combine15_kernelPiPKaPKmPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v000020.cu"
}
# 1 "v000020.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp30f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))lerp30)), 0U); }
# 48 "v000020.cu"
void lerp30( float __cuda_0)
# 48 "v000020.cu"
{__device_stub__Z6lerp30f( __cuda_0);




}
# 1 "v000020.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh36_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))weigh36_kernel)), 0U); }
# 55 "v000020.cu"
void weigh36_kernel( int *__cuda_0)
# 55 "v000020.cu"
{__device_stub__Z14weigh36_kernelPi( __cuda_0);
# 63 "v000020.cu"
}
# 1 "v000020.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))weigh36_kernel), _Z14weigh36_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))lerp30), _Z6lerp30f, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const signed char *, const unsigned long *, float *))combine15_kernel), _Z16combine15_kernelPiPKaPKmPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, unsigned short))norm7), _Z5norm7Piit, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_norm29,::c_norm29), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000747.fatbin.c"
static void __device_stub__Z14update4_kernelPKiPa(const int *, signed char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm12PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp17_kernelPfPiS0_b(float *, int *, int *__restrict__, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14update4_kernelPKiPa(const int *__par0, signed char *__restrict__ __par1){ signed char *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, signed char *__restrict__))update4_kernel)), 0U);}
# 11 "v000747.cu"
static void update4_kernel( const int *__cuda_0,signed char *__restrict__ __cuda_1)
# 12 "v000747.cu"
{__device_stub__Z14update4_kernelPKiPa( __cuda_0,__cuda_1);



}
# 1 "v000747.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm12PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))norm12)), 0U); }
# 20 "v000747.cu"
void norm12( const int *__cuda_0)
# 21 "v000747.cu"
{__device_stub__Z6norm12PKi( __cuda_0);




}
# 1 "v000747.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp17_kernelPfPiS0_b( float *__par0,  int *__par1,  int *__restrict__ __par2,  bool __par3) {  int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int *, int *__restrict__, bool))lerp17_kernel)), 0U); }
# 28 "v000747.cu"
void lerp17_kernel( float *__cuda_0,int *__cuda_1,int *__restrict__ __cuda_2,bool __cuda_3)
# 29 "v000747.cu"
{__device_stub__Z13lerp17_kernelPfPiS0_b( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000747.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *, int *, int *__restrict__, bool))lerp17_kernel), _Z13lerp17_kernelPfPiS0_b, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *))norm12), _Z6norm12PKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, signed char *__restrict__))update4_kernel), _Z14update4_kernelPKiPa, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_clamp10,::c_clamp10), 0, 16UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(c_norm11,::c_norm11), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

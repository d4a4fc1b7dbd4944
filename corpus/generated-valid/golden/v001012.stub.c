#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001012.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace2_kernelii(int, int);
static void __device_stub__Z15spread16_kerneliiiPd(int, int, int, double *);
static void __device_stub__Z12lerp7_kernelIiLi8EEvPT_PiPKi(int *, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace2_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))trace2_kernel)), 0U);}
# 7 "v001012.cu"
void trace2_kernel( int __cuda_0,int __cuda_1)
# 8 "v001012.cu"
{__device_stub__Z13trace2_kernelii( __cuda_0,__cuda_1);
# 20 "v001012.cu"
}
# 1 "v001012.cudafe1.stub.c"
static void __device_stub__Z15spread16_kerneliiiPd( int __par0,  int __par1,  int __par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, double *))spread16_kernel)), 0U); }
# 41 "v001012.cu"
static void spread16_kernel( int __cuda_0,int __cuda_1,int __cuda_2,double *__cuda_3)
# 42 "v001012.cu"
{__device_stub__Z15spread16_kerneliiiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001012.cudafe1.stub.c"
static void __device_stub__Z12lerp7_kernelIiLi8EEvPT_PiPKi( int *__par0,  int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *, const int *))lerp7_kernel<int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp7_kernel<int,8>( int *&__cuda_0,int *&__cuda_1,const int *&__cuda_2){__device_stub__Z12lerp7_kernelIiLi8EEvPT_PiPKi( (int *&)__cuda_0,(int *&)__cuda_1,(const int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, int *, const int *))lerp7_kernel<int, (int)8> ), _Z12lerp7_kernelIiLi8EEvPT_PiPKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, int, int, double *))spread16_kernel), _Z15spread16_kerneliiiPd, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, int))trace2_kernel), _Z13trace2_kernelii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

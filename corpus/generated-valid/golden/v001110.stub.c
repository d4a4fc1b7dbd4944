#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001110.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep14PiidS_(int *, int, double, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile27_kernelPjiPKl(unsigned *, int, const long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick334Op20(enum Op20);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5kern613apply8_kernelEPKiPf(const int *__restrict__, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep14PiidS_(int *__par0, int __par1, double __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, double, int *))sweep14)), 0U);}
# 22 "v001110.cu"
void sweep14( int *__cuda_0,int __cuda_1,double __cuda_2,int *__cuda_3)
# 22 "v001110.cu"
{__device_stub__Z7sweep14PiidS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001110.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile27_kernelPjiPKl( unsigned *__par0,  int __par1,  const long *__restrict__ __par2) {  const long *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int, const long *__restrict__))tile27_kernel)), 0U); }
# 35 "v001110.cu"
void tile27_kernel( unsigned *__cuda_0,int __cuda_1,const long *__restrict__ __cuda_2)
# 35 "v001110.cu"
{__device_stub__Z13tile27_kernelPjiPKl( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001110.cu"
}
# 1 "v001110.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick334Op20( enum Op20 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum Op20))kick33)), 0U); }
# 56 "v001110.cu"
void kick33( enum ::Op20 __cuda_0)
# 56 "v001110.cu"
{__device_stub__Z6kick334Op20( __cuda_0);




}
# 1 "v001110.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5kern613apply8_kernelEPKiPf( const int *__restrict__ __par0,  float *__restrict__ __par1) {  const int *__T5;
 float *__T6;
__cudaLaunchPrologue(2); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, float *__restrict__))kern6::apply8_kernel)), 0U); }
# 14 "v001110.cu"
void kern6::apply8_kernel( const int *__restrict__ __cuda_0,float *__restrict__ __cuda_1)
# 14 "v001110.cu"
{__device_stub__ZN5kern613apply8_kernelEPKiPf( __cuda_0,__cuda_1);




}
# 1 "v001110.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, float *__restrict__))kern6::apply8_kernel), _ZN5kern613apply8_kernelEPKiPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(enum Op20))kick33), kick33, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, int, const long *__restrict__))tile27_kernel), _Z13tile27_kernelPjiPKl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *, int, double, int *))sweep14), _Z7sweep14PiidS_, 1024); __cudaRegisterVariable(__T7, __shadow_var(c_sweep26,::c_sweep26), 0, 64UL, 1, 0); __cudaRegisterVariable(__T7, __shadow_var(_ZN5kern68d_march7E,::kern6::d_march7), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

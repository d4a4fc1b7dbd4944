#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000513.fatbin.c"
typedef Particle2<int>  _Z9Particle2IiE;
typedef Particle2<float>  _Z9Particle2IfE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count13_kernelPiPKf9Particle2IiEd(int *, const float *, const  _Z9Particle2IiE&, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade27j9Particle2IfE(unsigned, const  _Z9Particle2IfE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14count13_kernelPiPKf9Particle2IiEd(int *__par0, const float *__par1, const  _Z9Particle2IiE&__par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, const float *, const  _Z9Particle2IiE, double))count13_kernel)), 0U);}
# 26 "v000513.cu"
void count13_kernel( int *__cuda_0,const float *__cuda_1,const  _Z9Particle2IiE __cuda_2,double __cuda_3)
# 26 "v000513.cu"
{__device_stub__Z14count13_kernelPiPKf9Particle2IiEd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v000513.cu"
}
# 1 "v000513.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade27j9Particle2IfE( unsigned __par0,  const  _Z9Particle2IfE&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, const  _Z9Particle2IfE))shade27)), 0U); }
# 46 "v000513.cu"
void shade27( unsigned __cuda_0,const  _Z9Particle2IfE __cuda_1)
# 46 "v000513.cu"
{__device_stub__Z7shade27j9Particle2IfE( __cuda_0,__cuda_1);
# 55 "v000513.cu"
}
# 1 "v000513.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, const  _Z9Particle2IfE))shade27), _Z7shade27j9Particle2IfE, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, const float *, const  _Z9Particle2IiE, double))count13_kernel), _Z14count13_kernelPiPKf9Particle2IiEd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

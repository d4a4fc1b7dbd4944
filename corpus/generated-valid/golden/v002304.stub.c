#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002304.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp19_kernelPfciS_(float *__restrict__, char, int, float *);
static void __device_stub__Z8spread26Plcl(long *, char, long);
static void __device_stub__Z6apply8IjdEvPKT_(const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp19_kernelPfciS_(float *__restrict__ __par0, char __par1, int __par2, float *__par3){ float *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, char, int, float *))clamp19_kernel)), 0U);}
# 40 "v002304.cu"
void clamp19_kernel( float *__restrict__ __cuda_0,char __cuda_1,int __cuda_2,float *__cuda_3)
# 41 "v002304.cu"
{__device_stub__Z14clamp19_kernelPfciS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v002304.cu"
}
# 1 "v002304.cudafe1.stub.c"
static void __device_stub__Z8spread26Plcl( long *__par0,  char __par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, char, long))spread26)), 0U); }
# 49 "v002304.cu"
static void spread26( long *__cuda_0,char __cuda_1,long __cuda_2)
# 50 "v002304.cu"
{__device_stub__Z8spread26Plcl( __cuda_0,__cuda_1,__cuda_2);
# 58 "v002304.cu"
}
# 1 "v002304.cudafe1.stub.c"
static void __device_stub__Z6apply8IjdEvPKT_( const unsigned *__restrict__ __par0) {  const unsigned *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__))apply8<unsigned int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply8<unsigned,double>( const unsigned *__restrict__ &__cuda_0){__device_stub__Z6apply8IjdEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *__restrict__))apply8<unsigned int, double> ), _Z6apply8IjdEvPKT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long *, char, long))spread26), _Z8spread26Plcl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, char, int, float *))clamp19_kernel), _Z14clamp19_kernelPfciS_, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_fuse12,::c_fuse12), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001432.fatbin.c"
static void __device_stub__Z14reduce3_kernelPfPKsli(float *, const short *__restrict__, long, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp12PKm(const size_t *__restrict__);
static void __device_stub__Z6lerp16IjEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14reduce3_kernelPfPKsli(float *__par0, const short *__restrict__ __par1, long __par2, int __par3){ const short *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, const short *__restrict__, long, int))reduce3_kernel)), 0U);}
# 11 "v001432.cu"
static void reduce3_kernel( float *__cuda_0,const short *__restrict__ __cuda_1,long __cuda_2,int __cuda_3)
# 11 "v001432.cu"
{__device_stub__Z14reduce3_kernelPfPKsli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v001432.cu"
}
# 1 "v001432.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp12PKm( const size_t *__restrict__ __par0) {  const size_t *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const size_t *__restrict__))lerp12)), 0U); }
# 20 "v001432.cu"
void lerp12( const ::size_t *__restrict__ __cuda_0)
# 20 "v001432.cu"
{__device_stub__Z6lerp12PKm( __cuda_0);



}
# 1 "v001432.cudafe1.stub.c"
static void __device_stub__Z6lerp16IjEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))lerp16<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp16<unsigned>( unsigned &__cuda_0){__device_stub__Z6lerp16IjEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))lerp16<unsigned int> ), _Z6lerp16IjEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const size_t *__restrict__))lerp12), _Z6lerp12PKm, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, const short *__restrict__, long, int))reduce3_kernel), _Z14reduce3_kernelPfPKsli, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_sift25,::c_sift25), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

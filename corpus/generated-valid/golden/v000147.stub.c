#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000147.fatbin.c"
static void __device_stub__Z8spread16PsciPKf(short *, char, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally33_kernelb(bool);
static void __device_stub__Z5step3IlLi4EEvPKT_(const long *);
static void __device_stub__Z12warp6_kernelIjLi1EEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8spread16PsciPKf(short *__par0, char __par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(short *, char, int, const float *))spread16)), 0U);}
# 54 "v000147.cu"
static void spread16( short *__cuda_0,char __cuda_1,int __cuda_2,const float *__cuda_3)
# 55 "v000147.cu"
{__device_stub__Z8spread16PsciPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v000147.cu"
}
# 1 "v000147.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally33_kernelb( bool __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(bool))tally33_kernel)), 0U); }
# 81 "v000147.cu"
void tally33_kernel( bool __cuda_0)
# 82 "v000147.cu"
{__device_stub__Z14tally33_kernelb( __cuda_0);
# 89 "v000147.cu"
}
# 1 "v000147.cudafe1.stub.c"
static void __device_stub__Z5step3IlLi4EEvPKT_( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))step3<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step3<long,4>( const long *&__cuda_0){__device_stub__Z5step3IlLi4EEvPKT_( (const long *&)__cuda_0);}
static void __device_stub__Z12warp6_kernelIjLi1EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))warp6_kernel<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp6_kernel<unsigned,1>( const unsigned *&__cuda_0){__device_stub__Z12warp6_kernelIjLi1EEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))warp6_kernel<unsigned int, (int)1> ), _Z12warp6_kernelIjLi1EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long *))step3<long, (int)4> ), _Z5step3IlLi4EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool))tally33_kernel), _Z14tally33_kernelb, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(short *, char, int, const float *))spread16), _Z8spread16PsciPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

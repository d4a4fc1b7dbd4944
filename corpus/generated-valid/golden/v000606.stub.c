#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000606.fatbin.c"
static void __device_stub__Z6shade4IlLi2EEvPKT_iPiPS0_(const long *, int, int *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh24_kernelPiPKjPKif(int *, const unsigned *, const int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth42PKiPiPKjPKf(const int *, int *, const unsigned *, const float *);
static void __device_stub__Z6shade4IjLi1EEvPKT_iPiPS0_(const unsigned *, int, int *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6shade4IlLi2EEvPKT_iPiPS0_(const long *__par0, int __par1, int *__par2, long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long *, int, int *, long *))shade4<long, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_shade4<long,2>( const long *&__cuda_0,int &__cuda_1,int *&__cuda_2,long *&__cuda_3){__device_stub__Z6shade4IlLi2EEvPKT_iPiPS0_( (const long *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2,(long *&)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh24_kernelPiPKjPKif(int *__par0, const unsigned *__par1, const int *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, const unsigned *, const int *, float))weigh24_kernel)), 0U);}
# 56 "v000606.cu"
void weigh24_kernel( int *__cuda_0,const unsigned *__cuda_1,const int *__cuda_2,float __cuda_3)
# 56 "v000606.cu"
{__device_stub__Z14weigh24_kernelPiPKjPKif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 63 "v000606.cu"
}
# 1 "v000606.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth42PKiPiPKjPKf( const int *__par0,  int *__par1,  const unsigned *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, const unsigned *, const float *))smooth42)), 0U); }
# 82 "v000606.cu"
void smooth42( const int *__cuda_0,int *__cuda_1,const unsigned *__cuda_2,const float *__cuda_3)
# 82 "v000606.cu"
{__device_stub__Z8smooth42PKiPiPKjPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000606.cudafe1.stub.c"
static void __device_stub__Z6shade4IjLi1EEvPKT_iPiPS0_( const unsigned *__par0,  int __par1,  int *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int, int *, unsigned *))shade4<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade4<unsigned,1>( const unsigned *&__cuda_0,int &__cuda_1,int *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z6shade4IjLi1EEvPKT_iPiPS0_( (const unsigned *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int, int *, unsigned *))shade4<unsigned int, (int)1> ), _Z6shade4IjLi1EEvPKT_iPiPS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, const unsigned *, const float *))smooth42), _Z8smooth42PKiPiPKjPKf, 64); __cudaRegisterEntry(__T3, ((void ( *)(int *, const unsigned *, const int *, float))weigh24_kernel), _Z14weigh24_kernelPiPKjPKif, 128); __cudaRegisterEntry(__T3, ((void ( *)(const long *, int, int *, long *))shade4<long, (int)2> ), _Z6shade4IlLi2EEvPKT_iPiPS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

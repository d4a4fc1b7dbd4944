#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000999.fatbin.c"
static void __device_stub__Z6accum8i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias22i5Acc16(int, struct Acc16&);
static void __device_stub__Z13bump30_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score38PKlPKfl(const long *__restrict__, const float *, long);
static void __device_stub__Z8filter45IiEvT_PS0_Pf(int, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6accum8i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))accum8)), 0U);}
# 12 "v000999.cu"
static void accum8( int __cuda_0)
# 13 "v000999.cu"
{__device_stub__Z6accum8i( __cuda_0);




}
# 1 "v000999.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias22i5Acc16( int __par0,  struct Acc16&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, struct Acc16))bias22)), 0U); }
# 36 "v000999.cu"
void bias22( int __cuda_0,struct ::Acc16 __cuda_1)
# 37 "v000999.cu"
{__device_stub__Z6bias22i5Acc16( __cuda_0,__cuda_1);
# 46 "v000999.cu"
}
# 1 "v000999.cudafe1.stub.c"
static void __device_stub__Z13bump30_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))bump30_kernel)), 0U); }
# 47 "v000999.cu"
static void bump30_kernel( float __cuda_0)
# 48 "v000999.cu"
{__device_stub__Z13bump30_kernelf( __cuda_0);
# 54 "v000999.cu"
}
# 1 "v000999.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score38PKlPKfl( const long *__restrict__ __par0,  const float *__par1,  long __par2) {  const long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, const float *, long))score38)), 0U); }
# 56 "v000999.cu"
void score38( const long *__restrict__ __cuda_0,const float *__cuda_1,long __cuda_2)
# 57 "v000999.cu"
{__device_stub__Z7score38PKlPKfl( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000999.cudafe1.stub.c"
static void __device_stub__Z8filter45IiEvT_PS0_Pf( int __par0,  int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, float *))filter45<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter45<int>( int &__cuda_0,int *&__cuda_1,float *&__cuda_2){__device_stub__Z8filter45IiEvT_PS0_Pf( (int &)__cuda_0,(int *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int *, float *))filter45<int> ), _Z8filter45IiEvT_PS0_Pf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const long *__restrict__, const float *, long))score38), score38, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float))bump30_kernel), _Z13bump30_kernelf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, struct Acc16))bias22), _Z6bias22i5Acc16, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))accum8), _Z6accum8i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

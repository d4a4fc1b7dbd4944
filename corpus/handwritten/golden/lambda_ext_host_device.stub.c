#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "lambda_ext_host_device.fatbin.c"
typedef __nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 1> ,float (float),    ::Poly> _ZZ4mainEUlfE_;
typedef __nv_hdl_wrapper_t<false,true,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,float (float)> _ZZ4mainEUlfE0_;
typedef __nv_hdl_wrapper_t<true,false,false,__nv_dl_tag<int (*)(),(&     ::main), 3> ,float (float),int> _ZZ4mainEUlfE1_;
static void __device_stub__Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main1_ffE4PolyEvPKfPfiT_(const float *, float *, int,  _ZZ4mainEUlfE_&);
static void __device_stub__Z5applyIZ4mainEUnvhdl0_1_0_0_PFivE4main2_ffEEvPKfPfiT_(const float *, float *, int,  _ZZ4mainEUlfE0_&);
static void __device_stub__Z5applyIZ4mainEUnvhdl1_0_0_1_PFivE4main3_ffEiEvPKfPfiT_(const float *, float *, int,  _ZZ4mainEUlfE1_&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main1_ffE4PolyEvPKfPfiT_(const float *__par0, float *__par1, int __par2,  _ZZ4mainEUlfE_&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int,  _ZZ4mainEUlfE_))apply< ::__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 1> ,float (float),    ::Poly>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUlfE_>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2, _ZZ4mainEUlfE_ &__cuda_3){__device_stub__Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main1_ffE4PolyEvPKfPfiT_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,( _ZZ4mainEUlfE_ &)__cuda_3);}
static void __device_stub__Z5applyIZ4mainEUnvhdl0_1_0_0_PFivE4main2_ffEEvPKfPfiT_(const float *__par0, float *__par1, int __par2,  _ZZ4mainEUlfE0_&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int,  _ZZ4mainEUlfE0_))apply< ::__nv_hdl_wrapper_t<false,true,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,float (float)>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUlfE0_>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2, _ZZ4mainEUlfE0_ &__cuda_3){__device_stub__Z5applyIZ4mainEUnvhdl0_1_0_0_PFivE4main2_ffEEvPKfPfiT_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,( _ZZ4mainEUlfE0_ &)__cuda_3);}
static void __device_stub__Z5applyIZ4mainEUnvhdl1_0_0_1_PFivE4main3_ffEiEvPKfPfiT_(const float *__par0, float *__par1, int __par2,  _ZZ4mainEUlfE1_&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int,  _ZZ4mainEUlfE1_))apply< ::__nv_hdl_wrapper_t<true,false,false,__nv_dl_tag<int (*)(),(&     ::main), 3> ,float (float),int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUlfE1_>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2, _ZZ4mainEUlfE1_ &__cuda_3){__device_stub__Z5applyIZ4mainEUnvhdl1_0_0_1_PFivE4main3_ffEiEvPKfPfiT_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,( _ZZ4mainEUlfE1_ &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T2){__nv_dummy_param_ref(__T2);__nv_save_fatbinhandle_for_managed_rt(__T2);__cudaRegisterEntry(__T2, ((void ( *)(const float *, float *, int,  _ZZ4mainEUlfE1_))apply< ::__nv_hdl_wrapper_t<true,false,false,__nv_dl_tag<int (*)(),(&     ::main), 3> ,float (float),int>> ), _Z5applyIZ4mainEUlfE1_EvPKfPfiT_, (-1));__cudaRegisterEntry(__T2, ((void ( *)(const float *, float *, int,  _ZZ4mainEUlfE0_))apply< ::__nv_hdl_wrapper_t<false,true,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,float (float)>> ), _Z5applyIZ4mainEUlfE0_EvPKfPfiT_, (-1));__cudaRegisterEntry(__T2, ((void ( *)(const float *, float *, int,  _ZZ4mainEUlfE_))apply< ::__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 1> ,float (float),    ::Poly>> ), _Z5applyIZ4mainEUlfE_EvPKfPfiT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
